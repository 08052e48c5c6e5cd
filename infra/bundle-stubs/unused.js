// Stands in for modules a bundled dependency imports but this product never runs (see
// infra/bundling.ts): any import of it yields undefined.
module.exports = {};
