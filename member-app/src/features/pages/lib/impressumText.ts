/*
 * The legal notice is German law's (§ 5 DDG, § 18 MStV), so it is given in German in every
 * language; only the page's frame is translated.
 */
export const IMPRESSUM_HEADINGS = {
  provider: 'Angaben gemäß § 5 DDG',
  contact: 'Kontakt',
  tax: 'Umsatzsteuer-Identifikationsnummer',
  taxNote: 'gemäß § 27a Umsatzsteuergesetz:',
  responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
  disclaimer: 'Haftungsausschluss',
} as const

export const DISCLAIMER_SECTIONS = [
  {
    id: 'content',
    title: 'Haftung für Inhalte',
    text: 'Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir gemäß § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir als Diensteanbieter jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen – etwa die Umfragen und Bilder unserer Mitglieder – zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald uns eine konkrete Rechtsverletzung bekannt wird, etwa über die Meldefunktion, entfernen wir den betreffenden Inhalt umgehend.',
  },
  {
    id: 'links',
    title: 'Haftung für Links',
    text: 'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Links umgehend entfernen.',
  },
  {
    id: 'copyright',
    title: 'Urheberrecht',
    text: 'Die durch den Betreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Die Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers. Inhalte, die Mitglieder einstellen, bleiben deren Werke; werden Urheberrechte Dritter verletzt, bitten wir um einen Hinweis an die oben genannte Adresse. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Inhalte umgehend entfernen.',
  },
  {
    id: 'affiliate',
    title: 'Affiliate-Links und Werbung',
    text: 'Einige Links auf unseren Seiten können Affiliate-Links sein. Kommt über einen solchen Link ein Kauf zustande, erhalten wir gegebenenfalls eine Provision; für dich entstehen dabei keine Mehrkosten. Werbung und gesponserte Inhalte kennzeichnen wir als solche. Die Auswahl der Umfragen und ihre Ergebnisse werden dadurch nicht beeinflusst.',
  },
] as const
