// CSS modules resolve to an object whose keys are the class names themselves.
const styles: Record<string, string> = new Proxy({}, { get: (_target, key) => String(key) })
export default styles
