import { Link, useNavigate } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { paths } from '@/config/paths'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useAssignments, useClasses } from '@/features/classes/api/classes'
import { AssignmentList } from '@/features/classes/components/assignment-list'
import { useWatched } from '@/features/study/api/progress'
import { ClassForms } from '@/features/classes/components/class-forms'
import { LeaveClassButton } from '@/features/classes/components/class-exit-buttons'
import { t } from '@/i18n/translate'
import './classes.css'

/** `/classes` (docs/product.md, "Classes for coaches"): assignments, classes coached and joined. */
export default function ClassesRoute() {
  const userId = useCurrentUserId()
  return (
    <section className="classes-page" aria-labelledby="classes-heading">
      <PageTitle title={t('Classes')} />
      <h1 id="classes-heading">{t('Classes')}</h1>
      {userId ? <Classes userId={userId} /> : <LoginInvitation what={t('your classes')} />}
    </section>
  )
}

function Classes({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const classes = useClasses(userId)
  const assignments = useAssignments(userId)
  const watched = useWatched(userId)
  // A coach in no class of someone else's has no assignments of their own to see: the region
  // would read as the coach's classes having none (issue 35).
  const onlyCoaching =
    classes.data && classes.data.joined.length === 0 && classes.data.coaching.length > 0
  return (
    <>
      {!onlyCoaching && (
        <section aria-labelledby="assignments-heading">
          <h2 id="assignments-heading">{t('Assignments')}</h2>
          {assignments.isPending ? (
            <PageLoader label={t('Loading your assignments')} />
          ) : assignments.isError ? (
            <QueryError
              message={t("Couldn't load your assignments.")}
              onRetry={() => void assignments.refetch()}
            />
          ) : (
            <AssignmentList assignments={assignments.data} watched={watched} />
          )}
        </section>
      )}
      <ClassForms
        userId={userId}
        onOpen={(view) => void navigate(paths.singleClass.href(view._id))}
      />
      {classes.isPending ? (
        <PageLoader label={t('Loading your classes')} />
      ) : classes.isError ? (
        <QueryError
          message={t("Couldn't load your classes.")}
          onRetry={() => void classes.refetch()}
        />
      ) : (
        <>
          <section aria-labelledby="coaching-heading">
            <h2 id="coaching-heading">{t('Classes you coach')}</h2>
            {classes.data.coaching.length === 0 ? (
              <p className="muted">{t('None yet: create one, and give your students its code.')}</p>
            ) : (
              <ul className="class-list">
                {classes.data.coaching.map(
                  ({ _id, name, code, studentCount = 0, assignmentCount = 0 }) => (
                    <li key={_id}>
                      <Link to={paths.singleClass.href(_id)}>{name}</Link>
                      <span className="category-label">
                        {' · '}
                        {t('Join code: {code}', { code })}
                        {' · '}
                        {t('{count, plural, one {{count} student} other {{count} students}}', {
                          count: studentCount,
                        })}
                        {' · '}
                        {t(
                          '{count, plural, one {{count} assignment} other {{count} assignments}}',
                          { count: assignmentCount },
                        )}
                      </span>
                    </li>
                  ),
                )}
              </ul>
            )}
          </section>
          <section aria-labelledby="joined-heading">
            <h2 id="joined-heading">{t('Classes you joined')}</h2>
            {classes.data.joined.length === 0 ? (
              <p className="muted">{t('None yet: your coach gives you a join code.')}</p>
            ) : (
              <ul className="class-list">
                {classes.data.joined.map(({ _id, name, coachName }) => (
                  <li key={_id}>
                    <Link to={paths.singleClass.href(_id)}>{name}</Link>
                    <span className="category-label">
                      {' · '}
                      {t('coached by {name}', { name: coachName })}{' '}
                    </span>
                    <LeaveClassButton userId={userId} classId={_id} className={name} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  )
}
