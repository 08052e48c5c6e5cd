import { NestedStack, type Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

/**
 * Findings accepted on purpose, each with its reason; the infra test fails on any other. A nested
 * stack's resources answer to its own stack's suppressions, so each nested stack gets the same
 * list (call this once every nested stack exists).
 */
export function suppressAccepted(stack: Stack) {
  for (const s of [stack, ...stack.node.findAll().filter(NestedStack.isNestedStack)]) suppressIn(s);
  NagSuppressions.addResourceSuppressionsByPath(stack, `/${stack.stackName}/Api/OriginSecret/Resource`, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The origin secret is read by CloudFront (an origin custom header) and the API authorizer when the stack deploys; rotating it is a redeploy after a new value, not a rotation Lambda, or CloudFront and the API would disagree until then.',
    },
  ]);
}

/**
 * How cdk-nag names a resource's ARN: `Media1234.Arn` in the stack that holds it, and in a nested
 * stack the parameter CDK passes it through, `referencetoCannastampMedia1234Arn`.
 */
const ref = (construct: string) =>
  `(${construct}[A-Za-z0-9]+\\.Arn|referenceto[A-Za-z0-9]*${construct}[A-Za-z0-9]+Arn)`;

function suppressIn(stack: Stack) {
  NagSuppressions.addStackSuppressions(stack, [
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Cannastamp downloads are content-addressed files under private/exports/ in the media bucket; the functions that make and link them may get and put any key under that prefix and nothing else.',
      appliesTo: [{ regex: `/^Resource::<${ref('Media')}>\\/private\\/exports\\/\\*$/` }],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Uploads (docs/client-uploads.md) have server-chosen keys under a client folder: signing may put any key under private/uploads/, confirming reads and deletes there and copies to the image prefixes (brands/, products/, clients/, and blog/ for CannaTalk images), training/ for Platform Training video files, private/coas/ or private/loyalty/, and saving a blog post or a training video checks its file under blog/ or training/; each grant names one prefix and nothing else.',
      appliesTo: [
        {
          regex: `/^Resource::<${ref('Media')}>\\/(private\\/uploads|private\\/coas|private\\/loyalty|brands|products|clients|blog|training)\\/\\*$/`,
        },
      ],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        "Companies' messaging credentials are one Secrets Manager secret per company under cannastamp/messaging/ (#lib/aws/secrets); the functions with the messagingSecrets need may do anything to secrets under that name prefix and nothing else (a secret's ARN ends in a random suffix, so the prefix needs the wildcard).",
      appliesTo: [
        'Action::secretsmanager:*',
        {
          regex: '/^Resource::arn:aws:secretsmanager:[a-z0-9-]+:<AWS::AccountId>:secret:cannastamp\\/messaging\\/\\*$/',
        },
      ],
    },
    {
      id: 'AwsSolutions-COG2',
      reason:
        'The spec signs consumers in with e-mail and password or Google and has no MFA step; MFA is optional (TOTP) so staff can turn it on, and Cognito threat protection (Plus plan, full function) challenges or blocks risky sign-ins.',
    },
    {
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization runs in every handler (functions/lib/runtime/http.ts): the session cookie is verified against Cognito and the route table access rule applied; public routes are public by the spec.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'The distribution uses the default *.cloudfront.net certificate until the custom domain and its ACM certificate exist; set minimumProtocolVersion TLSv1.2_2021 when that certificate is attached.',
    },
    {
      id: 'AwsSolutions-IAM4',
      reason: 'AWSLambdaBasicExecutionRole only lets a function write its own CloudWatch logs.',
      appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason: "Queries on the single table go through its GSIs; the grant names this table's indexes and nothing else.",
      appliesTo: [{ regex: `/^Resource::<${ref('Table')}>\\/index\\/\\*$/` }],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'The site deployment custom resource (CDK BucketDeployment) copies the built site from the CDK asset bucket into the site bucket: object-level wildcards on those two buckets only.',
      appliesTo: [
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        { regex: '/^Resource::<SiteBucket[A-Za-z0-9]+\\.Arn>\\/\\*$/' },
        { regex: '/^Resource::arn:(<AWS::Partition>|aws):s3:::cdk-[a-z0-9]+-assets-.*\\/\\*$/' },
        'Resource::*',
      ],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Active tracing lets each function send its segments to X-Ray (xray:PutTraceSegments, xray:PutTelemetryRecords), actions that support no resource-level permission, so their resource is *.',
      appliesTo: ['Resource::*'],
    },
    {
      id: 'AwsSolutions-L1',
      reason:
        'API functions pin Node.js 22 on purpose (the version the code and its dependencies are tested on); the BucketDeployment provider runtime is chosen by CDK.',
    },
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'The platform serves US legal markets; access is limited by the age gate and by law, not by geography at the CDN.',
    },
  ]);
}
