/** A coach's class (docs/api.md, "Classes"): students join it by its code. */
export type ClassRecord = {
  _id: string
  coachId: string
  name: string
  code: string
  createdAt: string
}
export type MemberRecord = { classId: string; userId: string; joinedAt: string }
/** A playlist of the coach's given to a class, by a day (`YYYY-MM-DD`) or none. */
export type AssignmentRecord = {
  _id: string
  classId: string
  playlistId: string
  due?: string
  createdAt: string
}

/** Classes: what each adapter's classes module implements. */
export interface ClassesTx {
  /** false when another class has the code. */
  addClass(record: ClassRecord): Promise<boolean>
  findClass(classId: string): Promise<ClassRecord | undefined>
  classByCode(code: string): Promise<ClassRecord | undefined>
  /** The classes the user coaches, oldest first. */
  coachedClasses(userId: string): Promise<ClassRecord[]>
  /** The classes the user has joined, in the order joined. */
  joinedClasses(userId: string): Promise<ClassRecord[]>
  /** The class's students, in the order they joined. */
  classMembers(classId: string): Promise<MemberRecord[]>
  /** false when the user is in the class already. */
  addMember(member: MemberRecord): Promise<boolean>
  /** false when the user was not in the class. */
  removeMember(classId: string, userId: string): Promise<boolean>
  /** The class's assignments, oldest first. */
  classAssignments(classId: string): Promise<AssignmentRecord[]>
  /** false when the class has the playlist already. */
  addAssignment(assignment: AssignmentRecord): Promise<boolean>
  /** false when the class has no such assignment. */
  removeAssignment(classId: string, assignmentId: string): Promise<boolean>
  /** The class with its members and assignments; false when there was none. */
  deleteClass(classId: string): Promise<boolean>
}
