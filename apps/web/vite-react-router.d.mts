/** The path of react-router's production build (vite-react-router.mjs). */
export declare const reactRouterProduction: string;
