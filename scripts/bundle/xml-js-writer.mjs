// Stands in for `xml-js` in build/server.js (scripts/bundle-server.mjs). `feed` uses only its writer, js2xml;
// the package's index also loads the reader (xml2js, xml2json) and with it `sax`, ~30 KB the server never runs.
export { default as js2xml } from "../../node_modules/xml-js/lib/js2xml.js";
