import type { Appliance } from '@sous/contracts';
import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { warrantyReminder } from '../lib/warranty';

/** One appliance: what it is, its warranty reminder, the in-use switch, edit and delete. */
export function ApplianceCard({
  appliance,
  today,
  onEdit,
  onDelete,
  onActiveChange,
}: {
  appliance: Appliance;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
  onActiveChange: (active: boolean) => void;
}) {
  const warranty = warrantyReminder(appliance.warrantyEndDate, today);
  const maker = [appliance.customBrand, appliance.customModel].filter(Boolean).join(' ');
  const switchId = `active-${appliance.id}`;
  return (
    <li data-appliance={appliance.name} className={cn('flex flex-col gap-2 rounded-lg border bg-card p-4', !appliance.isActive && 'opacity-70')}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{appliance.nickname ?? appliance.name}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {[appliance.nickname ? appliance.name : null, appliance.type, maker || null].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${appliance.name}`} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${appliance.name}`} onClick={onDelete}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {(appliance.customCapabilities.length > 0 || appliance.customCapacity) && (
        <div className="flex flex-wrap gap-1">
          {appliance.customCapacity && <Badge variant="outline">{appliance.customCapacity}</Badge>}
          {appliance.customCapabilities.map((c) => (
            <Badge key={c} variant="secondary">
              {c}
            </Badge>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {warranty ? (
          <Badge variant={warranty.tone}>
            <ShieldCheck aria-hidden className="size-3" />
            {warranty.label}
          </Badge>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={appliance.isActive} onCheckedChange={onActiveChange} />
          <label htmlFor={switchId} className="text-sm">
            {appliance.isActive ? 'In use' : 'Not in use'}
          </label>
        </div>
      </div>
    </li>
  );
}
