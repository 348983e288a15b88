/// <reference types="vite/client" />
/** True in simulator and demo builds; false (and dead-code eliminated) in the production build. */
declare const __SIMULATOR__: boolean;
/** The build's mode name: 'simulator', 'demo' or 'production'. */
declare const __BUILD_MODE__: string;
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
