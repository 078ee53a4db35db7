/** English: the source of every language's 'contact' messages. */
export default {} as const;
