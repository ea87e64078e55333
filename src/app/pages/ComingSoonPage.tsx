import { Link } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { PRODUCT_NAME, useRouteTitle } from '../routes/routeTitle'
import './comingSoonPage.css'

/** The body of a route whose capability a later release fills; the route, title and layout are real. */
export function ComingSoonPage() {
  const title = useRouteTitle() ?? PRODUCT_NAME
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>This page is coming soon.</p>
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </section>
  )
}
