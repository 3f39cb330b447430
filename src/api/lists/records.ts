import { VIDEO_LISTS } from '@/shared/entity-names'
import type { EntryListName } from '../store/port'
import { isId, isNumber, reader } from '../store/records'

// The lists records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

const ENTRY_LISTS: EntryListName[] = [...VIDEO_LISTS, 'playlist']

/** `position` orders a playlist's entries; an entry without one sits where it was added (`seq`). */
export const readEntry = reader('list entry', (e) =>
  isId(e.owner) && ENTRY_LISTS.includes(e.list as EntryListName) && isId(e.videoId)
    ? {
        owner: e.owner,
        list: e.list as EntryListName,
        videoId: e.videoId,
        position: isNumber(e.position) ? e.position : isNumber(e.seq) ? e.seq : 0,
      }
    : undefined,
)
