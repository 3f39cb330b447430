import type { ReactNode } from 'react'

/**
 * Stands for the value of a message that the page draws as an element (a link, a name in its
 * colour, a piece of code): a character no language writes.
 */
export const ELEMENT_AT = '\u0000'

/**
 * A message said with `ELEMENT_AT` for one of its values, drawn with `element` there, wherever
 * the language puts it in the sentence.
 */
export function withElement(said: string, element: ReactNode): ReactNode {
  const [before, ...after] = said.split(ELEMENT_AT)
  return (
    <>
      {before}
      {element}
      {after.join('')}
    </>
  )
}
