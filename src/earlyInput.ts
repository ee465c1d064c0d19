/**
 * What a visitor does before the page's scripts run: a press on a button that only scripts make
 * work (a favourite's heart, a photo's arrow), a search typed, a filter ticked, an option chosen.
 * An inline script in the HTML (EARLY_INPUT_SCRIPT) notes each from the first paint; once React
 * has adopted the page, replayEarlyInput() hands them to it, so nothing is lost. From the moment
 * hydration starts React hears events itself (a press on a part not yet hydrated hydrates it at
 * once and is then delivered), so the script stops noting them there.
 */

/** The record the inline script keeps on window. */
interface EarlyInput {
  listening: boolean
  /** Buttons of type "button" pressed, in order (a press does nothing without scripts). */
  presses: HTMLButtonElement[]
  /** Form controls changed, each with its last state. */
  changes: { control: Control; value: string; checked: boolean }[]
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

declare global {
  interface Window {
    __earlyInput?: EarlyInput
  }
}

/**
 * The inline script: plain ES5, no dependencies, listening in the capture phase on the document.
 * It is also hashed into each page's Content-Security-Policy, like every inline script.
 */
export const EARLY_INPUT_SCRIPT =
  `(function(){var r=window.__earlyInput={listening:true,presses:[],changes:[]};` +
  `function note(e){if(!r.listening)return;var t=e.target;if(!t||!t.closest)return;` +
  `if(e.type==='click'){var b=t.closest('button[type="button"]');if(b)r.presses.push(b);return}` +
  `if(!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;` +
  `for(var i=0;i<r.changes.length;i++)if(r.changes[i].control===t){r.changes.splice(i,1);break}` +
  `r.changes.push({control:t,value:t.value,checked:!!t.checked})}` +
  `['click','input','change'].forEach(function(n){document.addEventListener(n,note,true)})})()`

export const EARLY_INPUT_REPLAYED = 'earlyInputReplayed'

/** Hydration is starting: from here on React hears the page's events itself. */
export function stopNotingEarlyInput(): void {
  if (window.__earlyInput) window.__earlyInput.listening = false
}

const prototypeSetter = (control: Control, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set

/**
 * Tells React a control's state as if the visitor had just set it. React keeps, on each text
 * field and checkbox, the value it last saw (set through the element's own property) and calls
 * onChange only when the field differs from it: so that value is set to another one first, then
 * the visitor's through the prototype's setter, and the event React listens to is sent.
 */
function replayChange({ control, value, checked }: EarlyInput['changes'][number]): void {
  // A chosen file stays in the field (its value cannot be set); React hears files through "change".
  if (control instanceof HTMLSelectElement || control.type === 'file') {
    // React set a select's options to its own state as it hydrated; a select has no such record.
    if (control instanceof HTMLSelectElement) control.value = value
    control.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
    control.checked = !checked
    prototypeSetter(control, 'checked')?.call(control, checked)
    // React hears checkboxes through "click"; a plain Event does not toggle the box again.
    control.dispatchEvent(new Event('click', { bubbles: true }))
    return
  }
  control.value = value === '' ? ' ' : ''
  prototypeSetter(control, 'value')?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

// Each replayed event in a task of its own, as the visitor's were: React renders a discrete
// event's updates before the next task, so each handler sees the state the one before left.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** After hydration: what the visitor changed and pressed before it, handed to React in order. */
export async function replayEarlyInput(): Promise<void> {
  const noted = window.__earlyInput ?? { listening: false, presses: [], changes: [] }
  window.__earlyInput = { listening: false, presses: [], changes: [] }
  for (const change of noted.changes) {
    if (!change.control.isConnected || change.control.disabled) continue
    replayChange(change)
    await nextTask()
  }
  for (const button of noted.presses) {
    if (!button.isConnected || button.disabled) continue
    button.click()
    await nextTask()
  }
  // In a trace (and to the browser suite): the moment the page caught up with the visitor.
  performance.mark?.(EARLY_INPUT_REPLAYED)
}
