import { Link, useNavigate } from 'react-router'
import { PageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'

// A visitor sees sample data; a logged-in user their own name and email (docs/product.md).
const SAMPLE = {
  name: 'Sample Player',
  email: 'player@example.com',
  phone: '+1 555 0100',
  address: '64 Board Street, Chesstown',
}

export default function ProfileRoute() {
  const { session, logout } = useAuth()
  const navigate = useNavigate()
  const user = session?.userDetails
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : SAMPLE.name
  return (
    <section className="profile-card">
      <PageTitle title="Profile" />
      <h1>Profile</h1>
      <dl>
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Email</dt>
        <dd>{user?.email ?? SAMPLE.email}</dd>
        <dt>Phone</dt>
        <dd>{SAMPLE.phone}</dd>
        <dt>Address</dt>
        <dd>{SAMPLE.address}</dd>
      </dl>
      <div className="form-row">
        <Link
          to={paths.home.href()}
          className="button"
          onClick={(event) => {
            event.preventDefault()
            logout()
            navigate(paths.home.href())
          }}
        >
          Log Out
        </Link>
        <Link to={paths.home.href()} className="button button-secondary">
          Deactivate
        </Link>
      </div>
    </section>
  )
}
