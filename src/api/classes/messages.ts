/**
 * What the classes endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const classMessages = {
  classNotFound: 'The class you requested does not exist, or you are not in it.',
  classCodeUnknown: 'No class has this code.',
  classNameMissing: 'A class needs a name.',
  classNameTooLong: 'A class name can have at most 100 characters.',
  coachOnly: "Only the class's coach can do that.",
  ownClass: 'You coach this class: your students join it with its code.',
  notInClass: 'That learner is not in this class.',
  alreadyAssigned: 'This playlist is assigned to the class already.',
  guessAssigned: 'Guessing this lesson as this side is assigned to the class already.',
  noLessonToAssign: 'This video has no lesson: only a lesson’s moves can be guessed.',
  assignmentNotFound: 'This class has no such assignment.',
} as const
