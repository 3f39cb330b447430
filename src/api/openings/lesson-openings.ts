import { checkLesson } from '@/shared/lesson-rules'
import { openingOf, type Opening, type OpeningNames } from '@/shared/opening-names'
import type { Store } from '../store/port'

// A lesson's opening (docs/product.md, "Every position has its name"): that of the last named
// position of its main line, named by the back end when the lesson is saved, and shown on its
// video's card and page (the catalogue carries it, store/catalogue.ts).

/**
 * The opening of the lesson's main line (its positions, as checkLesson gives them), or null when
 * none of them is named.
 */
export const lessonOpening = (names: OpeningNames, mainLine: readonly string[]): Opening | null =>
  openingOf(names, mainLine) ?? null

/**
 * Names the lessons stored before openings were (a previous version's, and the seed's, which is
 * written before the names can be read): the back end's first request waits for it once per
 * start (docs/decisions/028-a-lessons-opening-named-when-saved.md). Nothing to do is one read.
 */
export async function nameStoredLessons(store: Store, names: () => Promise<OpeningNames>) {
  const unnamed = await store.read((tx) => tx.lessonsWithoutOpening())
  if (unnamed.length === 0) return
  const known = await names()
  await store.write(async (tx) => {
    let named = 0
    for (const stored of await tx.lessonsWithoutOpening()) {
      // A lesson that no longer passes the rules stays as it is (its read still answers it).
      const checked = checkLesson(stored)
      if ('kind' in checked) continue
      await tx.saveLesson(
        { ...stored, opening: lessonOpening(known, checked.mainLine) },
        checked.positions,
      )
      named++
    }
    if (named > 0) await tx.touchCatalogue()
  })
}
