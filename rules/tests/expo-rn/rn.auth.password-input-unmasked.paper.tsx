import React from 'react';
import { TextInput as NativeTextInput, View } from 'react-native';
import { TextInput } from 'react-native-paper';

type State = { pin: string; confirmPin: string; walletName: string };

export class CreateProfile extends React.Component<{ onCreate: (s: State) => void }, State> {
  state: State = { pin: '', confirmPin: '', walletName: '' };

  render() {
    return (
      <View>
        {/* ok: rn.auth.password-input-unmasked */}
        <TextInput
          value={this.state.pin}
          onChangeText={(text) => this.setState({ pin: text })}
          label="Profile Password"
          mode="outlined"
          render={(props) => <NativeTextInput {...props} autoCorrect={false} secureTextEntry={true} />}
        />
        {/* ruleid: rn.auth.password-input-unmasked */}
        <TextInput
          value={this.state.confirmPin}
          onChangeText={(text) => this.setState({ confirmPin: text })}
          label="Confirm Profile Password"
          mode="outlined"
        />
        {/* ok: rn.auth.password-input-unmasked */}
        <TextInput value={this.state.walletName} onChangeText={(text) => this.setState({ walletName: text })} label="Wallet name" />
      </View>
    );
  }
}
