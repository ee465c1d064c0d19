/** Lower case without accents, for comparing text typed by people ("Hectáreas" = "hectareas"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}
