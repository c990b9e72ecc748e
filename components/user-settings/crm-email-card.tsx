import { SettingFieldForm } from '@/components/settings/setting-field-form';
import { Card } from '@/components/ui/card';
import { USER_SETTINGS_MSG } from '@/lib/user-settings/rules';

/** The own CRM parsing e-mail: an agent's on /user_settings, an admin's on /settings. */
export function CrmEmailCard({ initial, canSave }: { initial: string; canSave: boolean }) {
  return (
    <Card title="CRM e-mail parsing">
      <SettingFieldForm
        label="CRM parsing email"
        field="crmEmail"
        type="email"
        initial={initial}
        url="/api/user-settings/crm-email"
        check="crmEmail"
        hint="Leads e-mailed to this address are read into your CRM. Leave empty for none."
        canSave={canSave}
        failedText={USER_SETTINGS_MSG.crmEmailFailed}
      />
    </Card>
  );
}
