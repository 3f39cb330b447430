import { PageTitle } from '@/components/ui/page-title'
import { DATA, ENGINE, GAMBIT_LICENCE, LIBRARIES, type Credit } from '@/config/credits'
import { t } from '@/i18n/translate'
import './about.css'

/**
 * `/about`, "Credits and licences" (docs/product.md, "Rules that hold everywhere (wave 5)"):
 * Gambit's own licence, the engine's (a separate program, GPL-3), the data, the fonts and every
 * runtime library. Public and prerendered.
 */
export default function AboutRoute() {
  return (
    <section className="about-page" aria-labelledby="about-heading">
      <PageTitle title={t('Credits and licences')} />
      <h1 id="about-heading">{t('Credits and licences')}</h1>
      <p>
        {t("Gambit's own code is free software under the {licence} licence.", {
          licence: GAMBIT_LICENCE,
        })}
      </p>
      <h2 id="engine">{t('The engine')}</h2>
      <p>
        {ENGINE.name}. {ENGINE.copyright}.{' '}
        {t(
          'It runs as a separate program in your browser, under the GNU General Public License, version 3.',
        )}
      </p>
      <ul>
        <li>
          <a href={ENGINE.licenceText}>{t("The licence's text (GPL-3.0)")}</a>
        </li>
        {ENGINE.sources.map((source) => (
          <li key={source}>
            {t('Its source:')} <a href={source}>{source}</a>
          </li>
        ))}
      </ul>
      <h2>{t('Chess data and fonts')}</h2>
      <CreditTable credits={DATA} />
      <h2>{t('Libraries')}</h2>
      <CreditTable credits={LIBRARIES} />
    </section>
  )
}

function CreditTable({ credits }: { credits: Credit[] }) {
  return (
    <div className="table-scroll">
      <table className="credits">
        <thead>
          <tr>
            <th scope="col">{t('Name')}</th>
            <th scope="col">{t('Licence')}</th>
          </tr>
        </thead>
        <tbody>
          {credits.map((credit) => (
            <tr key={credit.name}>
              <th scope="row">
                <a href={credit.source}>{credit.name}</a>
              </th>
              <td>{credit.licence}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
