import '@testing-library/jest-dom'

// StaticImage is compiled by Gatsby's Babel plugin at build time; under Jest it renders the plain
// picture it points at, and every other export of gatsby-plugin-image stays the real one.
jest.mock('gatsby-plugin-image', () => {
  const actual = jest.requireActual<typeof import('gatsby-plugin-image')>('gatsby-plugin-image')
  const { createElement } = jest.requireActual<typeof import('react')>('react')
  return {
    ...actual,
    StaticImage: ({ src, alt }: { src: string; alt: string }) => createElement('img', { src, alt }),
  }
})
