/**
 * A form's refusal, said at once (`role="alert"`) and, with `id`, named by the fields it is about
 * (their `aria-describedby`). Nothing while there is none.
 */
export function FieldError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  )
}
