import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPark } from '../test/builders';
import { ParkCard } from './park-card';

describe('ParkCard (issue 44: no price on the park list)', () => {
  it('shows the park’s price, not the free period that opens its labels', () => {
    render(<ParkCard park={aPark()} onOpen={() => undefined} />);
    expect(screen.getByText('首小时10元，之后每30分钟3元')).toBeTruthy();
    expect(screen.queryByText('免费15分钟，超时从入场起计费')).toBeNull();
  });

  it('shows no price line for a park without a rule in force', () => {
    const { container } = render(
      <ParkCard park={aPark({ feeRuleLabels: [], priceSummary: '' })} onOpen={() => undefined} />,
    );
    expect(container.textContent).not.toMatch(/元/);
  });
});
