/**
 * The router every screen and the signed-in shell use: the handful of react-router-dom exports
 * they need, as a module of its own that the shell shares as a singleton. Shared this way it is
 * built tree-shaken like any module (~14 KB gzip against 65 for react-router-dom whole), with no
 * run-time tree-shaking machinery in every remote's `remoteEntry.js` (~1.2 KB gzip each), and
 * one router context holds for all. Apps import the router from here only (eslint.config.js);
 * tests may use react-router-dom's own test routers, which share this module's context in a test.
 */
export {
  HashRouter,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
