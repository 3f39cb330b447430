import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { JsonView } from './json-view'

test('counts say "1 key" and "1 item", and the plural otherwise', () => {
  render(<JsonView value={{ one: { a: 1 }, list: [true], empty: [], many: { a: 1, b: 2 } }} />)
  expect(screen.getByText('4 keys')).toBeInTheDocument()
  expect(screen.getByText('1 key')).toBeInTheDocument()
  expect(screen.getByText('1 item')).toBeInTheDocument()
  expect(screen.getByText('0 items')).toBeInTheDocument()
  expect(screen.getByText('2 keys')).toBeInTheDocument()
})
