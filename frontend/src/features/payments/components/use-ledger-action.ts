import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';

/** A modal's form and its submit: run the action, say so, close; a refusal is shown in the admin's language. */
export function useLedgerAction<T extends object>(
  action: (values: T) => Promise<unknown>,
  done: string,
  onClose: () => void,
): { form: FormInstance<T>; submit: () => Promise<void> } {
  const { t } = useTranslation('common');
  const toast = useToast();
  const [form] = Form.useForm<T>();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await action(values);
      toast.success({ title: done });
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error({ title: errorMessage(error, t('payments.failed')) });
    }
  };
  return { form, submit };
}
