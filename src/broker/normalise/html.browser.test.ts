import { describeHtmlRules } from './htmlRules'

// The browser bundle's parser (gatsby/webpack.ts swaps it in), here on jsdom's DOMParser.
jest.mock('./htmlTree', () => jest.requireActual('./htmlTree.browser'))

// Browsers' parsers stop nesting at 512 levels; jsdom's has no limit and overflows its own stack
// long before 100,000, so the browser's case stays within what a browser would build.
describeHtmlRules({ deepNesting: 500 })
