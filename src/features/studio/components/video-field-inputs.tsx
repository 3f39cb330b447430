import type { RefObject } from 'react'
import { categoryName } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import { LEVELS } from '@/shared/entity-names'
import { CREATOR_MAX, VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '@/shared/input-rules'
import type { VideoFields } from '../api/videos'
import '../studio.css'

export type FieldIds = Record<keyof VideoFields, string>

type VideoFieldInputsProps = {
  ids: FieldIds
  fields: VideoFields
  /** As typed: words separated by commas. */
  topics: string
  categories: string[]
  /** Editing: the link is the video, and stays. */
  linkLocked: boolean
  linkInput: RefObject<HTMLInputElement | null>
  titleInput: RefObject<HTMLInputElement | null>
  describedBy?: string
  onChange: (changes: Partial<VideoFields>) => void
  onTopics: (topics: string) => void
  onLinkBlur: () => void
}

const levelName = (level: Video['level']) =>
  ({ beginner: t('Beginner'), intermediate: t('Intermediate'), advanced: t('Advanced') })[level]

/** The fields of a catalogue video, named as docs/ui-contract.md says ("YouTube link or id" …). */
export function VideoFieldInputs({
  ids,
  fields,
  topics,
  categories,
  linkLocked,
  linkInput,
  titleInput,
  describedBy,
  onChange,
  onTopics,
  onLinkBlur,
}: VideoFieldInputsProps) {
  return (
    <>
      <label htmlFor={ids.youtube}>{t('YouTube link or id')}</label>
      <input
        id={ids.youtube}
        ref={linkInput}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        readOnly={linkLocked}
        value={fields.youtube}
        aria-describedby={describedBy}
        onChange={(event) => onChange({ youtube: event.target.value })}
        onBlur={onLinkBlur}
      />
      <label htmlFor={ids.title}>{t('Title')}</label>
      <input
        id={ids.title}
        ref={titleInput}
        maxLength={VIDEO_TITLE_MAX}
        value={fields.title}
        aria-describedby={describedBy}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <label htmlFor={ids.creator}>{t('Creator')}</label>
      <input
        id={ids.creator}
        maxLength={CREATOR_MAX}
        value={fields.creator}
        aria-describedby={describedBy}
        onChange={(event) => onChange({ creator: event.target.value })}
      />
      <div className="studio-selects">
        <div>
          <label htmlFor={ids.category}>{t('Category')}</label>
          <select
            id={ids.category}
            value={fields.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            {categories.map((name) => (
              <option key={name} value={name}>
                {categoryName(name)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.level}>{t('Level')}</label>
          <select
            id={ids.level}
            value={fields.level}
            onChange={(event) => onChange({ level: event.target.value as Video['level'] })}
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {levelName(level)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label htmlFor={ids.topics}>{t('Topics')}</label>
      <input
        id={ids.topics}
        value={topics}
        aria-describedby={`${ids.topics}-hint`}
        onChange={(event) => onTopics(event.target.value)}
      />
      <p id={`${ids.topics}-hint`} className="field-hint">
        {t('Separated by commas, e.g. endgames, king activity.')}
      </p>
      <label htmlFor={ids.description}>{t('Description')}</label>
      <textarea
        id={ids.description}
        rows={3}
        maxLength={VIDEO_DESCRIPTION_MAX}
        value={fields.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
    </>
  )
}
