import 'react'

// Element Timing (https://w3c.github.io/element-timing/): the bench reads when titles painted.
declare module 'react' {
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
