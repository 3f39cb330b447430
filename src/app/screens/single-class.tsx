import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyLink } from '@/components/ui/copy-link'
import { PageLoader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useClass, useRemoveStudent } from '@/features/classes/api/classes'
import { AssignmentList } from '@/features/classes/components/assignment-list'
import {
  DeleteClassButton,
  LeaveClassButton,
} from '@/features/classes/components/class-exit-buttons'
import { CoachAssignments } from '@/features/classes/components/coach-assignments'
import { useWatched } from '@/features/study/api/progress'
import { t } from '@/i18n/translate'
import { ELEMENT_AT, withElement } from '@/i18n/with-element'
import { ApiError } from '@/lib/api-client'
import type { ClassView } from '@/shared/entities'
import { AssignWork } from '../components/assign-work'
import { ClassResults } from '../components/class-results'
import './classes.css'

/** `/classes/<id>`: its coach's page (code, students, assign, progress) or a student's. */
export default function SingleClassRoute() {
  const { classId = '' } = useParams()
  const userId = useCurrentUserId()
  if (!userId)
    return (
      <>
        <PageTitle title={t('Class')} />
        <h1>{t('Class')}</h1>
        <LoginInvitation what={t('this class')} />
      </>
    )
  return <ClassPage userId={userId} classId={classId} />
}

function ClassPage({ userId, classId }: { userId: string; classId: string }) {
  const view = useClass(userId, classId)
  if (view.error instanceof ApiError && view.error.status === 404)
    return (
      <>
        <PageTitle title={t('Class not found')} />
        <NotFound
          title={t('Class not found')}
          message={t('This class does not exist, or you are not in it.')}
        />
      </>
    )
  if (view.isPending) return <PageLoader label={t('Loading the class')} />
  if (view.isError)
    return (
      <QueryError message={t("Couldn't load this class.")} onRetry={() => void view.refetch()} />
    )
  return (
    <section className="classes-page" aria-labelledby="class-heading">
      <PageTitle title={view.data.name} />
      <h1 id="class-heading">{view.data.name}</h1>
      {view.data.role === 'coach' ? (
        <CoachView userId={userId} view={view.data} />
      ) : (
        <StudentView userId={userId} view={view.data} />
      )}
    </section>
  )
}

function CoachView({ userId, view }: { userId: string; view: ClassView }) {
  const navigate = useNavigate()
  const remove = useRemoveStudent(userId, view._id)
  const [removing, setRemoving] = useState<{ _id: string; name: string } | null>(null)
  const code = view.code ?? ''
  return (
    <>
      <p className="class-code">{t('Join code: {code}', { code })}</p>
      <p className="muted">
        {withElement(
          t('Students join with the code on {classes}, or by opening the join link:', {
            classes: ELEMENT_AT,
          }),
          <Link to={paths.classes.href()}>{t('Classes')}</Link>,
        )}
      </p>
      <CopyLink
        label={t('Join link')}
        link={`${window.location.origin}${paths.joinClass.href(code)}`}
      />
      <section aria-labelledby="students-heading">
        <h2 id="students-heading">{t('Students')}</h2>
        {view.students?.length ? (
          <ul className="class-list">
            {view.students.map((student) => (
              <li key={student._id}>
                {student.name}{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('Remove {name}', { name: student.name })}
                  onClick={() => setRemoving(student)}
                >
                  {t('Remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('No students yet.')}</p>
        )}
      </section>
      <AssignWork userId={userId} classId={view._id} />
      <section aria-labelledby="coach-assignments-heading">
        <h2 id="coach-assignments-heading">{t('Assignments')}</h2>
        <CoachAssignments userId={userId} classId={view._id} assignments={view.assignments} />
      </section>
      <ClassResults userId={userId} view={view} />
      <div className="class-end">
        <DeleteClassButton
          userId={userId}
          classId={view._id}
          className={view.name}
          onDone={() => void navigate(paths.classes.href())}
        />
      </div>
      {removing && (
        <ConfirmDialog
          title={t('Remove {name}?', { name: removing.name })}
          message={t(
            'They leave the class; you no longer see their progress. They may join again with the code.',
          )}
          confirmLabel={t('Remove')}
          onConfirm={() =>
            remove.mutate(removing._id, {
              onSuccess: () => notify.success(t('{name} left the class', { name: removing.name })),
              onError: () => notify.error(t("Couldn't remove the student!")),
            })
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  )
}

function StudentView({ userId, view }: { userId: string; view: ClassView }) {
  const navigate = useNavigate()
  const watched = useWatched(userId)
  return (
    <>
      <p>{t('Coach: {name}', { name: view.coachName })}</p>
      <section aria-labelledby="class-assignments-heading">
        <h2 id="class-assignments-heading">{t('Assignments')}</h2>
        <p className="muted">
          {t(
            'Your coach sees what you do of each assignment from the day it was assigned, once you are in the class: the videos you watch and their drills you review, your best round of a lesson you guess, the puzzles you try and your mistakes in them. Nothing you did before is counted or shown.',
          )}
        </p>
        <AssignmentList assignments={view.assignments} watched={watched} />
      </section>
      <div className="class-end">
        <LeaveClassButton
          userId={userId}
          classId={view._id}
          className={view.name}
          onDone={() => void navigate(paths.classes.href())}
        />
      </div>
    </>
  )
}
