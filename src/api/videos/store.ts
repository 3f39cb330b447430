import type { Category, Video } from '@/shared/entities'

/**
 * Who keeps a catalogue video up to date (docs/decisions/019-catalogue-in-the-store.md): the
 * seed's are refreshed by each new build; a curator's (added, or a seed video a curator edited
 * or removed) are never touched by it.
 */
export const VIDEO_SOURCES = ['seed', 'curator'] as const
export type VideoSource = (typeof VIDEO_SOURCES)[number]
export type CatalogueVideo = { video: Video; source: VideoSource; removedAt?: string }

/**
 * The catalogue as this instance last read it (each write to it makes the store read it again;
 * other instances' writes are seen within a second: docs/api.md, "Catalogue").
 */
export type Catalogue = {
  /** The videos of every browse view, in catalogue order: removed ones are not among them. */
  videos: Video[]
  categories: Category[]
  /** Any video a list may hold: a removed one carries `removed: true`. */
  video: (videoId: string) => Video | undefined
  category: (categoryId: string) => Category | undefined
}

/** The catalogue part of a unit of work: what each adapter's catalogue module implements. */
export interface CatalogueTx {
  /**
   * A curator's new video, at the end of the catalogue; a removed video of that id comes back
   * with these fields. false when the catalogue has the video already.
   */
  addVideo(video: Video): Promise<boolean>
  /** Replaces a video's fields (the id stays); false when the catalogue has no such video. */
  updateVideo(video: Video): Promise<boolean>
  /** Takes the video out of the catalogue (lists keep it); false when it has no such video. */
  removeVideo(videoId: string, at: string): Promise<boolean>
  /** The catalogue is read again after this unit: a lesson's opening changed (its video's). */
  touchCatalogue(): Promise<void>
}
