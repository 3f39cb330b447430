import 'react'

// Element Timing (https://w3c.github.io/element-timing/): the bench reads when titles painted.
declare module 'react' {
  // Merges with React's own HTMLAttributes<T>, so the parameter must keep its name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
