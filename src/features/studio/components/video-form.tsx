import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import type { Video } from '@/shared/entities'
import { LEVELS } from '@/shared/entity-names'
import { youtubeIdOf } from '@/shared/youtube-link'
import { addVideo, editVideo, useCatalogueChanged, type VideoFields } from '../api/videos'
import { VideoFieldInputs, type FieldIds } from './video-field-inputs'
import '../studio.css'

type VideoFormProps = {
  categories: string[]
  /** The video being edited; a new one is added without it. */
  editing?: Video
  onDone: () => void
  /** The video as it will show (the app hands in the catalogue's card). */
  preview: (video: Video) => ReactNode
}

const notALink = () => t('That is not a YouTube video link.')

const fieldsOf = (video: Video | undefined, categories: string[]): VideoFields => ({
  youtube: video?._id ?? '',
  title: video?.title ?? '',
  creator: video?.creator ?? '',
  category: video?.category ?? categories[0] ?? '',
  level: video?.level ?? LEVELS[0],
  topics: video?.tags ?? [],
  description: video?.description ?? '',
})

/** "Add a video", or the same form to edit one with "Save" (docs/product.md, "Curators …"). */
export function VideoForm({ categories, editing, onDone, preview }: VideoFormProps) {
  const [fields, setFields] = useState(() => fieldsOf(editing, categories))
  const [topics, setTopics] = useState(fields.topics.join(', '))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const catalogueChanged = useCatalogueChanged()
  const ids: FieldIds & { heading: string; error: string } = {
    heading: useId(),
    error: useId(),
    youtube: useId(),
    title: useId(),
    creator: useId(),
    category: useId(),
    level: useId(),
    topics: useId(),
    description: useId(),
  }
  const linkInput = useRef<HTMLInputElement>(null)
  const titleInput = useRef<HTMLInputElement>(null)
  // "Edit" takes the curator up to the form, at its first field that can change.
  useEffect(() => {
    if (editing) titleInput.current?.focus()
  }, [editing])
  const videoId = youtubeIdOf(fields.youtube)
  const sent: VideoFields = {
    ...fields,
    topics: topics
      .split(',')
      .map((topic) => topic.trim())
      .filter(Boolean),
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (!videoId) {
      setError(notALink())
      return linkInput.current?.focus()
    }
    setSaving(true)
    try {
      if (editing) await editVideo(editing._id, sent)
      else await addVideo(sent)
      catalogueChanged()
      notify.success(editing ? t('Video saved!') : t('Video added!'))
      setError(null)
      if (editing) return onDone()
      linkInput.current?.focus()
      setFields(fieldsOf(undefined, categories))
      setTopics('')
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't save the video."))
    } finally {
      setSaving(false)
    }
  }

  const heading = editing ? t('Edit “{title}”', { title: editing.title }) : t('Add a video')
  return (
    <form
      className="form studio-form"
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={ids.heading}>{heading}</h2>
      <div className="studio-form-body">
        <div className="studio-fields">
          <VideoFieldInputs
            ids={ids}
            fields={fields}
            topics={topics}
            categories={categories}
            linkLocked={Boolean(editing)}
            linkInput={linkInput}
            titleInput={titleInput}
            describedBy={error ? ids.error : undefined}
            onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
            onTopics={setTopics}
            onLinkBlur={() => setError(fields.youtube.trim() && !videoId ? notALink() : null)}
          />
          <FieldError id={ids.error} message={error} />
          <div className="form-actions">
            <button type="submit" className="button" aria-disabled={saving}>
              {editing ? t('Save') : t('Add video')}
            </button>
            {editing && (
              <button type="button" className="button button-secondary" onClick={onDone}>
                {t('Cancel')}
              </button>
            )}
          </div>
        </div>
        <section className="studio-preview" aria-label={t('Preview')}>
          {videoId ? (
            <>
              <p className="visually-hidden">
                {t('{title} by {creator}', {
                  title: sent.title || t('Untitled'),
                  creator: sent.creator || t('no creator yet'),
                })}
              </p>
              <div inert>
                {preview({
                  _id: videoId,
                  title: sent.title || t('Untitled'),
                  creator: sent.creator,
                  category: sent.category,
                  level: sent.level,
                  tags: sent.topics.map((topic) => topic.toLowerCase()),
                  description: sent.description,
                })}
              </div>
            </>
          ) : (
            <p className="muted">{t('Paste a YouTube link to see the video as it will show.')}</p>
          )}
        </section>
      </div>
    </form>
  )
}
