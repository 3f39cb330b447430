// The part of cm-chessboard (MIT, plain JavaScript) that chess-board.tsx and draw-board.ts use.

declare module 'cm-chessboard/src/Chessboard.js' {
  export const COLOR: { white: 'w'; black: 'b' }
  export const INPUT_EVENT_TYPE: {
    moveInputStarted: 'moveInputStarted'
    movingOverSquare: 'movingOverSquare'
    validateMoveInput: 'validateMoveInput'
    moveInputCanceled: 'moveInputCanceled'
    moveInputFinished: 'moveInputFinished'
  }
  export type MoveInputEvent = {
    type: string
    squareFrom: string
    squareTo: string
  }
  /** A kind of mark: its CSS class and the sprite's slice (markers.svg); matched by reference. */
  export type MarkerType = { class: string; slice: string; position?: 'above' }
  export class Chessboard {
    constructor(context: HTMLElement, props: Record<string, unknown>)
    view: { svg: SVGSVGElement }
    // The Markers and Arrows extensions add these.
    addMarker(type: MarkerType, square: string): void
    removeMarkers(type?: MarkerType, square?: string): void
    addArrow(type: { class: string }, from: string, to: string): void
    removeArrows(type?: { class: string }, from?: string, to?: string): void
    setPosition(fen: string, animated?: boolean): Promise<void>
    /** The placement field of the FEN drawn now. */
    getPosition(): string
    setOrientation(color: 'w' | 'b', animated?: boolean): Promise<void>
    getPiece(square: string): string | undefined
    enableMoveInput(handler: (event: MoveInputEvent) => boolean, color?: 'w' | 'b'): void
    showPromotionDialog(
      square: string,
      color: string | undefined,
      callback: (result: { type: string; piece?: string }) => void,
    ): void
    destroy(): void
  }
}

declare module 'cm-chessboard/src/extensions/accessibility/Accessibility.js' {
  import type { Chessboard } from 'cm-chessboard/src/Chessboard.js'
  export class Accessibility {
    constructor(chessboard: Chessboard, props: Record<string, unknown>)
  }
}

declare module 'cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js' {
  export const PROMOTION_DIALOG_RESULT_TYPE: {
    pieceSelected: 'pieceSelected'
    canceled: 'canceled'
  }
  export class PromotionDialog {}
}

declare module 'cm-chessboard/src/extensions/markers/Markers.js' {
  export class Markers {}
}

declare module 'cm-chessboard/src/extensions/arrows/Arrows.js' {
  export class Arrows {}
}
