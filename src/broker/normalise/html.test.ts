import { describeHtmlRules } from './htmlRules'

// The build's parser, htmlparser2, which has no depth limit of its own.
describeHtmlRules({ deepNesting: 100_000 })
