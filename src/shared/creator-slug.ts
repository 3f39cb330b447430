/**
 * A creator's address part (docs/product.md, "Catalogue"): lowercase, every run of characters
 * other than letters and digits one hyphen, none at either end. "ChessBase India" →
 * "chessbase-india". Letters beyond ASCII are kept by their base letter ("Anish Girí" → "anish-giri").
 */
export function creatorSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
