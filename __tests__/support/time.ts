/**
 * A person takes a while to fill a form: moves the clock a minute ahead from now on (it keeps
 * running; each call moves it another minute), so the form's token is old enough for the site's
 * server without the test waiting. jest.restoreAllMocks() puts the clock back.
 */
const realNow = Date.now.bind(Date)
let ahead = 0

export function afterAWhile(): void {
  ahead = jest.isMockFunction(Date.now) ? ahead + 60_000 : 60_000
  const offset = ahead
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset)
}

/** A restored draft sent at once waits out the server's minimum fill time (1.5 s) first. */
export const SEND_AFTER_MINIMUM = { timeout: 4_000 }
