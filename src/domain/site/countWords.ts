/** A count in words with its noun in the right number, as the lists, board and map say it. */

/** "1 emprendimiento", "3 novedades": a count with its noun in the right number. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`
}

/** What a filtered list says about itself: "7 novedades", or "Mostrando 2 de 7 novedades". */
export function shownOfTotal(
  shown: number,
  total: number,
  singular: string,
  plural: string,
): string {
  return shown === total
    ? countLabel(total, singular, plural)
    : `Mostrando ${shown} de ${countLabel(total, singular, plural)}`
}
