import { Alert, List, Text } from '@mantine/core';
import type { CcrsExportAnswer } from '#shared/schemas/ccrs';

/** Lines as a reader takes them in: 5–9, 12, 14–20. */
function lineRanges(lines: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j++;
    out.push(j > i ? `${lines[i]}–${lines[j]}` : String(lines[i]));
    i = j;
  }
  return out.join(', ');
}

/**
 * What the state would refuse of a file: each problem once with the lines it is on (a lab without
 * a licence number gives one problem on every line, not a thousand lines of it), then each line.
 */
export function RecordProblems({
  problems,
  count,
  what,
}: {
  problems: CcrsExportAnswer['problems'];
  count: number;
  what: string;
}) {
  if (!count)
    return (
      <Alert color="green" title="Pre-flight">
        Nothing in {what} that the state would refuse.
      </Alert>
    );
  const byProblem = new Map<string, number[]>();
  for (const p of problems)
    for (const text of p.problems) byProblem.set(text, [...(byProblem.get(text) ?? []), p.line]);
  return (
    <Alert
      color="orange"
      title={`Pre-flight: the state would refuse ${count.toLocaleString('en-US')} ${count === 1 ? 'line' : 'lines'} of ${what}`}
    >
      <List size="sm" aria-label="What the state would refuse">
        {[...byProblem].map(([text, lines]) => (
          <List.Item key={text}>
            <Text span fw={600} size="sm">
              {text}
            </Text>
            {lines.length === 1 ? `: line ${lines[0]}` : `: lines ${lineRanges(lines)}`}
          </List.Item>
        ))}
      </List>
      {count > problems.length && (
        <Text size="sm" mt="xs">
          The first {problems.length} lines with a problem are counted here.
        </Text>
      )}
      <details className="ccrs-details">
        <summary>Each line</summary>
        <List size="sm">
          {problems.map((p) => (
            <List.Item key={p.line}>
              Line {p.line}
              {p.externalIdentifier && ` (${p.externalIdentifier})`}: {p.problems.join('; ')}
            </List.Item>
          ))}
        </List>
      </details>
    </Alert>
  );
}
