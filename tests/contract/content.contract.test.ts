// The content site's contract: every operation of openapi/content.yaml through its real generated
// function against the Prism mock. All of them are public and the content client never sends a token.
import { contentCases } from './content/content.cases';
import { describeContract } from './contract-runner';

describeContract('content', contentCases);
