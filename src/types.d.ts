// CSS modules: Gatsby 5 exports class names as named exports.
declare module '*.module.css' {
  const classes: Record<string, string>
  export = classes
}
