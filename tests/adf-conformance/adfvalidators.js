// The two ADF validators every check here uses: Atlassian's own (@atlaskit/adf-utils)
// and the ADF JSON schema (@atlaskit/adf-schema, draft-04 via ajv-draft-04).
'use strict';

const Ajv = require('ajv-draft-04');
const { validator } = require('@atlaskit/adf-utils/validator');
const schema = require('@atlaskit/adf-schema/dist/json-schema/v1/full.json');

// Returns a function doc -> list of problems (empty when both validators accept it).
function makeAdfValidator() {
  const ajv = new Ajv({ allErrors: false, strict: false });
  const schemaValidate = ajv.compile(schema);
  const adfValidate = validator();
  return (doc) => {
    const problems = [];
    try {
      adfValidate(doc);
    } catch (e) {
      problems.push(`adf-utils validator: ${e.message}`);
    }
    if (!schemaValidate(doc)) {
      const first = (schemaValidate.errors || []).slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      problems.push(`JSON schema: ${first}`);
    }
    return problems;
  };
}

module.exports = { makeAdfValidator };
