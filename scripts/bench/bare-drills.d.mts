/** The due drills' query, as the floor runs it (./bare-drills.mjs). */
export const REVIEW_QUEUE: string
