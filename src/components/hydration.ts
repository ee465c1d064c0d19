let makingHtml = false
let hydrating = false

/** Runs the render that makes a page's HTML (gatsby-ssr's replaceRenderer). */
export function renderingHtml<T>(render: () => T): T {
  makingHtml = true
  try {
    return render()
  } finally {
    makingHtml = false
  }
}

/** gatsby-browser calls these around the first render that adopts the server's HTML. */
export function hydrationStarted(): void {
  hydrating = true
}
export function hydrationEnded(): void {
  hydrating = false
}

/** True while React adopts the HTML the browser loaded (its first render there). */
export const isHydrating = (): boolean => hydrating

/** True while the page's HTML is made, and while the browser adopts it. */
export const rendersThePagesHtml = (): boolean => makingHtml || hydrating
