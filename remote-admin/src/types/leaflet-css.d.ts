// Leaflet's style sheet arrives as text (packages/build: `asset/source` for this one file).
declare module 'leaflet/dist/leaflet.css' {
  const css: string;
  export default css;
}
