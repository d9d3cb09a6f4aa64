// Messages of a refused save that belong to no field, announced to assistive technology.
import { FormattedMessage } from 'react-intl';

export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-white p-4">
      <p className="font-semibold text-red-700">
        <FormattedMessage id="fields.alert.title" />
      </p>
      <ul className="mt-1 list-disc ps-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
