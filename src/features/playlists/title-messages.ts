// What the playlist forms say of a refused title (docs/product.md, "Playlists").
export const TITLE_TAKEN = 'A playlist with this name already exists!'
export const EMPTY_TITLE = 'Give the playlist a name.'
