// Every Node API is a one-line delegation to a module of gatsby/ (build-time code only).
export { onPreBootstrap } from './gatsby/checkConfig'
