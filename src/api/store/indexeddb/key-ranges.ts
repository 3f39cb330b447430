/**
 * Every compound key whose first part is `first` ([userId, …], [classId, …]): from [first] to
 * [first, []], since an array sorts after every string, number and date in IndexedDB.
 */
export const startingWith = (first: string) => IDBKeyRange.bound([first], [first, []])
