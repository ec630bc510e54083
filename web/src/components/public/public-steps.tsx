import { Text, Title } from '../light/text';
import classes from './public-steps.module.css';

/** A numbered list of steps (title and text each), three across on a desktop. */
export function PublicSteps({ steps }: { steps: Array<{ key: string; title: string; text: string }> }) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.key}>
          <Title order={3} fz="h4">
            {step.title}
          </Title>
          <Text c="var(--ma-muted)" mt={6} lh={1.65}>
            {step.text}
          </Text>
        </li>
      ))}
    </ol>
  );
}
