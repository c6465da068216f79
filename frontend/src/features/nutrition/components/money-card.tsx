import type { MoneySummary } from '@sous/contracts';
import { Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import { hasMoney, moneyText, unpricedText } from '../lib/money-text';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | null }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground tabular-nums">{detail}</dd>}
    </div>
  );
}

/**
 * This month's money beside the weights (issue 21): what was spent, what the food used and thrown
 * away was worth, how many events had no price, and "estimated" when a value came from the food's
 * price history. Without any price, it says how to get these figures.
 */
export function MoneyCard({ money, used, wasted }: { money: MoneySummary; used: number; wasted: number }) {
  const format = (amount: number) => formatMoney(amount, money.currency);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="nutrition-money">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Wallet aria-hidden className="size-4 shrink-0 text-primary" />
        {moneyText.heading}
        {money.estimated && <Badge variant="secondary">{moneyText.estimated}</Badge>}
      </h2>
      {hasMoney(money) ? (
        <>
          <dl className="grid grid-cols-1 gap-4 min-[375px]:grid-cols-3">
            <Figure label={moneyText.spent} value={format(money.spent)} detail={moneyText.spentDetail(money.purchases)} />
            <Figure label={moneyText.used} value={format(money.used)} detail={unpricedText(money.usedUnpriced, used, 'used')} />
            <Figure label={moneyText.wasted} value={format(money.wasted)} detail={unpricedText(money.wastedUnpriced, wasted, 'thrown-away')} />
          </dl>
          {money.estimated && <p className="text-xs text-muted-foreground">{moneyText.estimatedHint}</p>}
        </>
      ) : (
        <div>
          <p className="font-medium">{moneyText.emptyTitle}</p>
          <p className="text-sm text-muted-foreground">{moneyText.empty}</p>
        </div>
      )}
    </Card>
  );
}
