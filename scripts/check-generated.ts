// Fails when `npm run generate` would change or add a file under generated/: the committed
// clients must always match openapi/*.yaml.
import { execSync, spawnSync } from 'node:child_process';

const generate = spawnSync('npm', ['run', '--silent', 'generate'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (generate.status !== 0) {
  console.error('npm run generate failed');
  process.exit(1);
}
const changes = execSync('git status --porcelain --untracked-files=all -- generated', {
  encoding: 'utf8',
}).trim();
if (changes) {
  console.error('generated/ is stale: run `npm run generate` and commit the result.\n' + changes);
  process.exit(1);
}
console.log('generated/ matches openapi/*.yaml');
